import { USER_TYPE_OF_SIM, type AcStatus, type ScStatus, type SimType, type UserType } from '@/contract/codes';

/** What the login, activation login and SIM switch answers say about the current SIM (spec §3). */
export type SimAnswer = {
  sc_id: number;
  iccid: string;
  sim_type: SimType;
  tel_no: string | null;
  ac_status: AcStatus;
  sc_status: ScStatus;
};

/** The session's SIM fields. */
export type SimFields = {
  scId: number;
  iccid: string;
  usertype: UserType;
  telNumber: string | null;
  simStatus: AcStatus;
  cardStatus: ScStatus;
};

/** The one mapping from an API answer to the session's SIM fields. */
export function simFieldsOf(answer: SimAnswer): SimFields {
  return {
    scId: answer.sc_id,
    iccid: answer.iccid,
    usertype: USER_TYPE_OF_SIM[answer.sim_type],
    telNumber: answer.tel_no,
    simStatus: answer.ac_status,
    cardStatus: answer.sc_status,
  };
}
