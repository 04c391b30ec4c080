import type { DeviceName, UserType } from '@/contract/codes';
import { SIM_ACCESS, type SimAccess } from './sim-access';

/** Where the eSIM is installed from: '1' this phone (link or code), '2' another screen (QR). */
export type InstallMethod = '1' | '2';

/**
 * What one user type may do and is shown (spec §1, §2, §4, §6): screens, guards and the menu ask
 * this table instead of comparing user types, so a fifth SIM type is one more row here and in
 * sim-access.ts, plus its translations (docs/decisions/0075).
 */
export type SimProfile = SimAccess & {
  /** The devices the set-up pickers offer. */
  devices: readonly DeviceName[];
  /** Devices whose APN instructions exist at `apnSource` (the offline copies fetch these only). */
  apnDevices: readonly DeviceName[];
  /** The APN box shows user name, password and authentication type on every device. */
  apnCredentials: boolean;
  /** iPhones download a configuration profile instead of typing the APN. */
  iosApnProfile: boolean;
  /** The APN page's caution about this SIM (spec §2 "a caution for ESIMS users"). */
  apnCaution: boolean;
  /** How the eSIM gets onto the phone: sonet's own steps (pushed by EID), activation codes, or no eSIM. */
  esimInstall: 'sonetSteps' | 'activationCodes' | 'none';
  installMethods: readonly InstallMethod[];
  /** Step 2 asks for the phone's EID (spec §5 "EID (ESIMS only)"). */
  eid: boolean;
  /** The eSIM must be installed within 24 hours of its code (spec §4 "some variants"). */
  notice24h: boolean;
  /** linksfield's extra cautions on the codes page (spec §2). */
  extraInstallCautions: boolean;
  /** The menu's name for the APN screens. */
  apnMenuKey: 'apnConfiguration' | 'esimSettings';
  /** Its section of the help site (spec §2 "Support link"). */
  helpSection: string;
};

const PHONES: readonly DeviceName[] = ['ios', 'android'];
const ALL_DEVICES: readonly DeviceName[] = ['ios', 'android', 'windows', 'wifi'];

export const SIM_PROFILES: Record<UserType, SimProfile> = {
  PREPAID: {
    ...SIM_ACCESS.PREPAID,
    devices: ALL_DEVICES,
    apnDevices: ALL_DEVICES,
    apnCredentials: true,
    iosApnProfile: true,
    apnCaution: false,
    esimInstall: 'none',
    installMethods: [],
    eid: false,
    notice24h: true,
    extraInstallCautions: false,
    apnMenuKey: 'apnConfiguration',
    helpSection: 'prepaid-sim',
  },
  // sonet eSIM
  ESIMS: {
    ...SIM_ACCESS.ESIMS,
    devices: PHONES,
    apnDevices: PHONES,
    apnCredentials: false,
    iosApnProfile: false,
    apnCaution: true,
    esimInstall: 'sonetSteps',
    installMethods: ['1'],
    eid: true,
    notice24h: false,
    extraInstallCautions: false,
    apnMenuKey: 'esimSettings',
    helpSection: 'esim-s',
  },
  // astro eSIM: iPhones take the APN with the eSIM profile, only Android has APN steps.
  ESIMA: {
    ...SIM_ACCESS.ESIMA,
    devices: PHONES,
    apnDevices: ['android'],
    apnCredentials: false,
    iosApnProfile: false,
    apnCaution: false,
    esimInstall: 'activationCodes',
    installMethods: ['1', '2'],
    eid: false,
    notice24h: true,
    extraInstallCautions: false,
    apnMenuKey: 'esimSettings',
    helpSection: 'esim-a',
  },
  // linksfield eSIM: as astro, with extra cautions.
  LF: {
    ...SIM_ACCESS.LF,
    devices: PHONES,
    apnDevices: ['android'],
    apnCredentials: false,
    iosApnProfile: false,
    apnCaution: false,
    esimInstall: 'activationCodes',
    installMethods: ['1', '2'],
    eid: false,
    notice24h: true,
    extraInstallCautions: true,
    apnMenuKey: 'esimSettings',
    helpSection: 'esim-lf',
  },
};

export const profileOf = (usertype: UserType): SimProfile => SIM_PROFILES[usertype];
