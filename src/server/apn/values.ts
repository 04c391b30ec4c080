/**
 * The APN of each SIM type, as the details box shows it and as the step pictures draw it typed in.
 * Its own module (no imports) so the pictures and the step texts both read it without a cycle.
 */

/** The values of one APN, as the details box shows them (null: not used, the portal prints "null"). */
export interface ApnValues {
  name: string | null;
  apn: string | null;
  username: string | null;
  password: string | null;
  authentication_type: string | null;
  ip: string | null;
  type_of_apn: string | null;
}

/**
 * The physical prepaid SIM: one APN with CHAP credentials, as Japanese MVNOs publish it. The
 * iPhone gets it as a configuration profile (apn/apn_download); the other devices type it in.
 */
export const PREPAID_APN: ApnValues = {
  name: 'Prepaid SIM',
  apn: 'prepaid.example.jp',
  username: 'user@prepaid',
  password: 'prepaid',
  // The iOS profile accepts only CHAP or PAP here, so not "PAP or CHAP".
  authentication_type: 'CHAP',
  ip: null,
  type_of_apn: null,
};

/** A computer's connection manager also asks for the IP and APN types. */
export const PC_APN: ApnValues = { ...PREPAID_APN, ip: 'IPv4/IPv6', type_of_apn: 'default,supl' };

/** astro eSIM (ESIMA): no credentials. iPhones take the APN from the eSIM profile itself. */
export const ASTRO_APN: ApnValues = {
  name: 'Astro eSIM',
  apn: 'esim.example.jp',
  username: null,
  password: null,
  authentication_type: null,
  ip: null,
  type_of_apn: null,
};

/**
 * linksfield eSIM (LF): a global eSIM that reaches its Japanese partner network by roaming, so its
 * steps also turn roaming on (the portal's LF notice says the same).
 */
export const LINKSFIELD_APN: ApnValues = {
  name: 'LF eSIM',
  apn: 'lf-data.example.jp',
  username: null,
  password: null,
  authentication_type: null,
  ip: null,
  type_of_apn: null,
};

/** sonet eSIM (ESIMS): the profile is pushed to the phone by EID, then the APN is typed in. */
export const SONET_APN: ApnValues = {
  name: 'sonet eSIM',
  apn: 'sonet-esim.example.jp',
  username: null,
  password: null,
  authentication_type: null,
  ip: null,
  type_of_apn: null,
};

/**
 * The APNs the step pictures are drawn for; the name is the second segment of a picture's URL
 * (`/api/media/apn/<lng>/<variant>/<screen>.svg`), so each SIM type's pictures show its own values.
 */
export const PICTURE_VARIANTS = {
  prepaid: { values: PREPAID_APN, roaming: false },
  pc: { values: PC_APN, roaming: false },
  astro: { values: ASTRO_APN, roaming: false },
  lf: { values: LINKSFIELD_APN, roaming: true },
  sonet: { values: SONET_APN, roaming: false },
} as const satisfies Record<string, { values: ApnValues; roaming: boolean }>;

export type PictureVariant = keyof typeof PICTURE_VARIANTS;

export const isPictureVariant = (name: string): name is PictureVariant => Object.hasOwn(PICTURE_VARIANTS, name);
