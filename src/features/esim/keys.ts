export const esimKeys = {
  activation: (scId: number, platform: number) => ['esim', scId, 'activation', platform] as const,
};
