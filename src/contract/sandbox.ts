import * as v from 'valibot';
import { SimType } from './sim';

export const SandboxSimRequest = v.object({ type: SimType });
export const SandboxSimResponse = v.object({ iccid: v.string(), activation_code: v.string() });
export type SandboxSimResponse = v.InferOutput<typeof SandboxSimResponse>;
export const SandboxMail = v.object({
  id: v.number(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  created_at: v.number(),
});
export type SandboxMail = v.InferOutput<typeof SandboxMail>;
export const SandboxMailList = v.array(SandboxMail);

/** `GET /api/sandbox/mail?to=` query. */
export const SandboxMailQuery = v.object({ to: v.pipe(v.string(), v.trim(), v.nonEmpty('Emailrequired'), v.maxLength(254), v.email('Invalidemail')) });
