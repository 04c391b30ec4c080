export const authKeys = {
  checkCode: (activationCode: string) => ['auth', 'check-code', activationCode] as const,
};
