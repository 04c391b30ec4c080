import * as v from 'valibot';
import { Profile, PASSWORD_MAX, PASSWORD_MIN } from './auth';
import { AcStatus, ScStatus, SimType, UserType } from './sim';
import { PlanFacts } from './cards';

const EpochSeconds = v.nullable(v.pipe(v.number(), v.integer()));

/** GET cards/list: every SIM of the customer with the line labels of spec §3. */
export const Line = v.object({
  sc_id: v.number(),
  iccid: v.string(),
  tel_no: v.nullable(v.string()),
  sim_type: SimType,
  user_type: UserType,
  plan: v.string(),
  ...PlanFacts,
  status: ScStatus,
  ac_status: AcStatus,
  start_date: EpochSeconds,
  expiry_date: EpochSeconds,
  data_used_gb: v.number(),
  data_remaining_gb: v.number(),
  days_remaining: v.nullable(v.number()),
  ip_type: v.nullable(v.string()),
  apn_type: v.nullable(v.string()),
  apn_name: v.nullable(v.string()),
  current: v.boolean(),
});
export type Line = v.InferOutput<typeof Line>;
export const LineList = v.object({ lines: v.array(Line) });
export type LineList = v.InferOutput<typeof LineList>;

/** POST cards/switch: makes another of the customer's SIMs the current one; answers its CardState. */
export const SwitchSimRequest = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) });

/** GET / PUT prepaid_users/profile: the registration fields a customer may change, and the email. */
export const ProfileResponse = v.object({ email: v.string(), ...Profile.entries });
export type ProfileResponse = v.InferOutput<typeof ProfileResponse>;
export const UpdateProfileRequest = Profile;

/** POST prepaid_users/change_password. Other sessions of the account are signed out. */
export const ChangePasswordRequest = v.object({
  current_password: v.pipe(v.string(), v.nonEmpty('Passwordrequired'), v.maxLength(PASSWORD_MAX, 'Passwordmax')),
  new_password: v.pipe(
    v.string(),
    v.nonEmpty('Passwordrequired'),
    v.minLength(PASSWORD_MIN, 'Passwordmin'),
    v.maxLength(PASSWORD_MAX, 'Passwordmax'),
  ),
});

/** GET prepaid_users/video: the video section of the user information page, per language. */
export const VideoSection = v.object({ title: v.string(), description: v.string(), url: v.string() });
export type VideoSection = v.InferOutput<typeof VideoSection>;

/** POST cards/check_5g and cards/add_5g (spec §3, §7): the SIM by ICCID and line number. */
export const FiveGRequest = v.object({
  iccid: v.pipe(v.string(), v.regex(/^\d{18,22}$/)),
  tel_no: v.nullable(v.pipe(v.string(), v.maxLength(20))),
});
export const FiveGStatus = v.object({ is_enabled: v.boolean(), is_pending: v.boolean() });
export type FiveGStatus = v.InferOutput<typeof FiveGStatus>;

/** GET prepaid_users/banner: the campaign banner(s) in the request's language. */
export const Banner = v.object({ id: v.number(), title: v.string(), image: v.string(), alt: v.string(), link: v.nullable(v.string()) });
export const BannerList = v.object({ banners: v.array(Banner) });
export type BannerList = v.InferOutput<typeof BannerList>;
export type Banner = v.InferOutput<typeof Banner>;

/** GET prepaid_users/get_notice: notices, newest first; the body is HTML (sanitised by the portal). */
export const Notice = v.object({ id: v.number(), title: v.string(), body: v.string(), published_at: v.number() });
export const NoticeList = v.object({ notices: v.array(Notice) });
export type NoticeList = v.InferOutput<typeof NoticeList>;
export type Notice = v.InferOutput<typeof Notice>;

export const FaqQuery = v.object({ type: v.pipe(v.string(), v.regex(/^[1-3]$/), v.transform(Number)) });
export const FaqItem = v.object({ id: v.number(), question: v.string(), answer: v.string() });
export const FaqList = v.object({ faqs: v.array(FaqItem) });
export type FaqList = v.InferOutput<typeof FaqList>;
export type FaqItem = v.InferOutput<typeof FaqItem>;
