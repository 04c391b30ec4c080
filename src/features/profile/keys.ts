export const profileKeys = {
  /** Keyed by the customer: one customer's profile never answers for the next. */
  profile: (email: string) => ['profile', email] as const,
  video: (lng: string) => ['video', lng] as const,
};
