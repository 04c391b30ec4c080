import { describe, expect, it } from 'vitest';
import { USER_TYPES, type SimType } from '@/contract/codes';
import { SIM_ACCESS } from '@/domain/sim-access';
import { SIM_PROFILES } from '@/domain/sim-profiles';
import { simFieldsOf } from '@/domain/sim-session';

/**
 * What each SIM type may do, written out by hand from the spec (§2 side menu and order history
 * access, §3 FAQ codes, §5 "EID (ESIMS only)", §6 roles, §4 eSIM notices).
 */
const BY_SPEC = {
  //        physical buysPlans fiveG  eid    faqType installMethods
  PREPAID: [true, true, true, false, 1, []],
  ESIMS: [false, true, false, true, 2, ['1']],
  ESIMA: [false, false, false, false, 2, ['1', '2']],
  LF: [false, false, false, false, 3, ['1', '2']],
} as const;

describe('SIM profiles (what each user type may do)', () => {
  it.each(USER_TYPES)('%s as the spec says', (type) => {
    const [physical, buysPlans, fiveG, eid, faqType, installMethods] = BY_SPEC[type];
    const p = SIM_PROFILES[type];
    expect({
      physical: p.physical,
      buysPlans: p.buysPlans,
      fiveG: p.fiveG,
      eid: p.eid,
      faqType: p.faqType,
      installMethods: p.installMethods,
    }).toEqual({
      physical,
      buysPlans,
      fiveG,
      eid,
      faqType,
      installMethods,
    });
  });

  it.each(USER_TYPES)('%s: the profile agrees with the guards’ access table', (type) => {
    expect(SIM_PROFILES[type]).toMatchObject(SIM_ACCESS[type]);
  });

  it('every user type has a profile, and nothing else does', () => {
    expect(Object.keys(SIM_PROFILES).sort()).toEqual([...USER_TYPES].sort());
    expect(Object.keys(SIM_ACCESS).sort()).toEqual([...USER_TYPES].sort());
  });
});

describe('the one mapping from an API answer to the session’s SIM fields (spec §3)', () => {
  // Written by hand: provider SIM type → user type (spec §1), and each answer field → session value.
  it.each<[SimType, string]>([
    ['physical_sim', 'PREPAID'],
    ['sonet_esim', 'ESIMS'],
    ['astro_esim', 'ESIMA'],
    ['linksfield_esim', 'LF'],
  ])('%s → %s', (simType, usertype) => {
    const answer = {
      sc_id: 42,
      iccid: '8981100000000000042',
      sim_type: simType,
      tel_no: '07012345678',
      ac_status: 'activate',
      sc_status: 'registered',
    } as const;
    expect(simFieldsOf(answer)).toEqual({
      scId: 42,
      iccid: '8981100000000000042',
      usertype,
      telNumber: '07012345678',
      simStatus: 'activate',
      cardStatus: 'registered',
    });
  });

  it('a SIM without a number keeps null', () => {
    const answer = { sc_id: 1, iccid: 'x', sim_type: 'astro_esim', tel_no: null, ac_status: 'prepare', sc_status: 'init' } as const;
    expect(simFieldsOf(answer).telNumber).toBeNull();
  });
});
