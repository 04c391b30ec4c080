/**
 * Where the logged-in guard keeps the address a signed-out customer asked for, as [href, time]
 * (sessionStorage: this tab only). Apart from the rules that read it (return-after-login.ts), which
 * load with the sign-in, not with the doors.
 */
export const RETURN_KEY = 'return-after-login';
