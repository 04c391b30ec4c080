import type { Language } from '@/contract';
import type { ApnValues } from '@/server/apn/values';

/** What one picture is drawn for: the customer's language and the APN their steps are about. */
export interface Ctx {
  lng: Language;
  values: ApnValues;
  /** The SIM reaches its network by roaming (linksfield eSIM): its settings step turns roaming on too. */
  roaming: boolean;
}

/** The frames a step picture is drawn in; each has one size, the same in every language. */
export type FrameName = 'phone' | 'windows' | 'browser';

export const FRAME_SIZE: Record<FrameName, { width: number; height: number }> = {
  phone: { width: 280, height: 540 },
  windows: { width: 460, height: 360 },
  browser: { width: 460, height: 340 },
};

export interface ScreenDef {
  frame: FrameName;
  /** The platform's own font, so the picture looks like the device's screen on the device itself. */
  font: string;
  draw: (c: Ctx) => string;
  alt: (c: Ctx) => string;
}
