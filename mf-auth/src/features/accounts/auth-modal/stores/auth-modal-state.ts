// The modal's state (SPEC §3 "Auth modal state") and its step transitions, as a pure reducer.
import { type AuthUser, type Gender, type Role } from '@platform/shared/contracts';
import { AGE_DEFAULT, AGE_MAX, AGE_MIN, ageOf } from '@platform/shared/accounts';

export const TOTAL_STEPS = 8;
export const FIRST_STEP = 1;
/** The phone is verified from here on: going back to the code makes no sense. */
export const FIRST_PROFILE_STEP = 3;
export const SUCCESS_STEP = 8;

export type Step = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface AuthModalData {
  /** `+998` and 9 digits. */
  phone: string;
  code: string;
  age: number | null;
  role: Role | null;
  /** Region (address) id. */
  region: number | null;
  subjectIds: number[];
  first_name: string;
  last_name: string;
  /** `YYYY-MM-DD` stored on the account, if any. */
  birthday: string | null;
  gender: Gender | null;
}

export interface AuthModalState {
  step: Step;
  isRequired: boolean;
  ticketId?: string;
  redirectUrl?: string;
  /** When the code may be sent again (ms since epoch); 0 before the first send. */
  resendAt: number;
  /** The account after the code was accepted (profile incomplete) or after the profile was created. */
  user: AuthUser | null;
  data: AuthModalData;
}

export type AuthModalAction =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'codeSent'; phone: string; resendAt: number }
  | { type: 'codeResent'; resendAt: number }
  | { type: 'verified'; user: AuthUser; code: string }
  | { type: 'resumed'; user: AuthUser }
  | { type: 'set'; patch: Partial<Omit<AuthModalData, 'phone' | 'code'>> }
  | { type: 'profileCreated'; user: AuthUser };

export function initAuthModalState({
  redirectUrl,
  ticketId,
  required,
}: {
  redirectUrl?: string;
  ticketId?: string;
  required?: boolean;
}): AuthModalState {
  return {
    step: 1,
    isRequired: Boolean(required),
    ticketId,
    redirectUrl,
    resendAt: 0,
    user: null,
    data: {
      phone: '',
      code: '',
      age: AGE_DEFAULT,
      role: null,
      region: null,
      subjectIds: [],
      first_name: '',
      last_name: '',
      birthday: null,
      gender: null,
    },
  };
}

/** The age picker starts at the stored birthday's age, else 17 (SPEC §2). */
export function startAge(birthday: string | null): number {
  const age = birthday ? ageOf(birthday) : null;
  return age !== null && age >= AGE_MIN && age <= AGE_MAX ? age : AGE_DEFAULT;
}

/** What the account already knows: names and birthday kept, subjects and address prefilled (SPEC §4). */
function prefill(data: AuthModalData, user: AuthUser): AuthModalData {
  return {
    ...data,
    first_name: user.name,
    last_name: user.last_name,
    birthday: user.birthday,
    age: startAge(user.birthday),
    role: user.role ?? data.role,
    region: user.region?.id ?? data.region,
    subjectIds: user.subjects.map((s) => s.id),
    gender: user.gender ?? data.gender,
  };
}

/** Whether "continue" may leave the current step (steps 1, 2 and 7 move on through the api). */
export function canContinue(state: AuthModalState): boolean {
  const { step, data } = state;
  switch (step) {
    case 3:
      return data.role !== null;
    case 4:
      return data.age !== null && data.age >= AGE_MIN && data.age <= AGE_MAX;
    case 5:
      return data.region !== null;
    case 6:
      return data.subjectIds.length > 0;
    default:
      return false;
  }
}

/** Whether the header offers "back": not on step 1, not back to the code once it was accepted, not after success. */
export function canGoBack(state: AuthModalState): boolean {
  return state.step > lowestStep(state) && state.step < SUCCESS_STEP;
}

function lowestStep(state: AuthModalState): Step {
  return state.user ? FIRST_PROFILE_STEP : FIRST_STEP;
}

function toStep(n: number): Step {
  return Math.min(TOTAL_STEPS, Math.max(FIRST_STEP, Math.trunc(n))) as Step;
}

export function authModalReducer(state: AuthModalState, action: AuthModalAction): AuthModalState {
  switch (action.type) {
    case 'next':
      return canContinue(state) ? { ...state, step: toStep(state.step + 1) } : state;
    case 'back':
      return canGoBack(state) ? { ...state, step: toStep(state.step - 1) } : state;
    case 'codeSent':
      if (state.step !== 1) return state;
      return { ...state, step: 2, resendAt: action.resendAt, data: { ...state.data, phone: action.phone, code: '' } };
    case 'codeResent':
      return state.step === 2 ? { ...state, resendAt: action.resendAt } : state;
    case 'verified':
      if (state.step !== 2) return state;
      return { ...state, step: FIRST_PROFILE_STEP, user: action.user, data: { ...prefill(state.data, action.user), code: action.code } };
    case 'resumed':
      // a session from before (e.g. a reload mid-registration): only while nothing was sent yet
      if (state.step !== 1 || state.user || state.data.phone) return state;
      return {
        ...state,
        step: FIRST_PROFILE_STEP,
        user: action.user,
        data: { ...prefill(state.data, action.user), phone: action.user.phone },
      };
    case 'set':
      return state.step >= FIRST_PROFILE_STEP && state.step < SUCCESS_STEP ? { ...state, data: { ...state.data, ...action.patch } } : state;
    case 'profileCreated':
      return state.step === 7 ? { ...state, step: SUCCESS_STEP, user: action.user } : state;
  }
}
