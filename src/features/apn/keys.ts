export const apnKeys = {
  settings: (source: string, platform: number, scId: number, lng: string) => ['apn', source, platform, scId, lng] as const,
};
