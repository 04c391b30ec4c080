import * as v from 'valibot';
import * as codes from './codes';

export { AC_STATUSES, SC_STATUSES, SIM_TYPES, USER_TYPE_OF_SIM, USER_TYPES } from './codes';

/** The schemas of the codes in codes.ts (spec §1, §4). */
export const SimType = v.picklist(codes.SIM_TYPES);
export type SimType = codes.SimType;
export const UserType = v.picklist(codes.USER_TYPES);
export type UserType = codes.UserType;
export const AcStatus = v.picklist(codes.AC_STATUSES);
export type AcStatus = codes.AcStatus;
export const ScStatus = v.picklist(codes.SC_STATUSES);
export type ScStatus = codes.ScStatus;
