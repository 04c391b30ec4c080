export const supportKeys = {
  faq: (type: number, lng: string) => ['faq', type, lng] as const,
};
