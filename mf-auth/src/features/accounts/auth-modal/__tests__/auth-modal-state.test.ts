import { makeUser } from '@platform/shared/test-factories';
import {
  authModalReducer,
  canContinue,
  canGoBack,
  initAuthModalState,
  startAge,
  type AuthModalAction,
  type AuthModalState,
} from '../stores/auth-modal-state';

const incomplete = makeUser({
  id: 7,
  name: 'Aziz',
  last_name: 'Karimov',
  role: null,
  profile_type: null,
  birthday: '2000-03-10',
  gender: 'erkak',
  subjects: [
    { id: 4, name: 'Fizika' },
    { id: 9, name: 'Tarix' },
  ],
  region: { id: 3, parent_id: null, name: 'Buxoro viloyati' },
});

function run(state: AuthModalState, ...actions: AuthModalAction[]): AuthModalState {
  return actions.reduce(authModalReducer, state);
}

const start = () => initAuthModalState({ redirectUrl: '/dtm', ticketId: '12', required: true });

/** A state at step 3 with the phone verified. */
const verified = () =>
  run(start(), { type: 'codeSent', phone: '+998901234567', resendAt: 1000 }, { type: 'verified', user: incomplete, code: '12345' });

describe('auth modal state', () => {
  it('starts at step 1 with the props and empty data (age 17)', () => {
    const state = start();
    expect(state).toMatchObject({ step: 1, isRequired: true, redirectUrl: '/dtm', ticketId: '12', user: null });
    const { age, subjectIds, ...rest } = state.data;
    expect([age, subjectIds]).toEqual([17, []]);
    expect(rest).toEqual({ phone: '', code: '', role: null, region: null, first_name: '', last_name: '', birthday: null, gender: null });
  });

  it('never goes below step 1', () => {
    const state = run(start(), { type: 'back' }, { type: 'back' });
    expect(state.step).toBe(1);
    expect(canGoBack(state)).toBe(false);
  });

  it('goes to the code after sending it, and back to the number to edit it', () => {
    const sent = run(start(), { type: 'codeSent', phone: '+998901234567', resendAt: 59_000 });
    expect(sent).toMatchObject({ step: 2, resendAt: 59_000, data: { phone: '+998901234567' } });
    expect(canGoBack(sent)).toBe(true);
    const edited = run(sent, { type: 'back' });
    expect(edited.step).toBe(1);
    expect(edited.data.phone).toBe('+998901234567');
  });

  it('does not skip steps: "next" is ignored on the api-driven steps 1, 2 and 7', () => {
    expect(run(start(), { type: 'next' }).step).toBe(1);
    const sent = run(start(), { type: 'codeSent', phone: '+998901234567', resendAt: 0 });
    expect(run(sent, { type: 'next' }).step).toBe(2);
  });

  it('after the code of an incomplete profile: step 3, names, birthday, age, subjects and region prefilled', () => {
    const state = verified();
    expect(state.step).toBe(3);
    expect(state.user).toBe(incomplete);
    expect(state.data).toMatchObject({
      code: '12345',
      first_name: 'Aziz',
      last_name: 'Karimov',
      birthday: '2000-03-10',
      subjectIds: [4, 9],
      region: 3,
      gender: 'erkak',
      role: null,
    });
    expect(state.data.age).toBe(startAge('2000-03-10'));
  });

  it('does not go back to the code once the phone is verified', () => {
    const state = run(verified(), { type: 'back' });
    expect(state.step).toBe(3);
    expect(canGoBack(state)).toBe(false);
  });

  it('needs a choice on steps 3 to 6 before continuing', () => {
    let state = run(verified(), { type: 'next' });
    expect(state.step).toBe(3);
    expect(canContinue(state)).toBe(false);
    state = run(state, { type: 'set', patch: { role: 'TEACHER' } }, { type: 'next' });
    expect(state.step).toBe(4);
    state = run(state, { type: 'set', patch: { age: null } }, { type: 'next' });
    expect(state.step).toBe(4);
    state = run(state, { type: 'set', patch: { age: 71 } }, { type: 'next' });
    expect(state.step).toBe(4);
    state = run(state, { type: 'set', patch: { age: 20 } }, { type: 'next' });
    expect(state.step).toBe(5);
    state = run(state, { type: 'set', patch: { region: null } }, { type: 'next' });
    expect(state.step).toBe(5);
    state = run(state, { type: 'set', patch: { region: 2 } }, { type: 'next' });
    expect(state.step).toBe(6);
    state = run(state, { type: 'set', patch: { subjectIds: [] } }, { type: 'next' });
    expect(state.step).toBe(6);
    state = run(state, { type: 'set', patch: { subjectIds: [1] } }, { type: 'next' });
    expect(state.step).toBe(7);
    expect(canGoBack(state)).toBe(true);
    expect(run(state, { type: 'back' }, { type: 'back' }).step).toBe(5);
  });

  it('ends at step 8 after the profile is created and never goes above it nor back', () => {
    let state = run(
      verified(),
      { type: 'set', patch: { role: 'STUDENT' } },
      { type: 'next' },
      { type: 'next' },
      { type: 'next' },
      { type: 'next' },
    );
    expect(state.step).toBe(7);
    const created = makeUser({ id: 7, profile_type: 'STUDENT' });
    state = run(state, { type: 'profileCreated', user: created });
    expect(state.step).toBe(8);
    expect(state.user).toBe(created);
    state = run(state, { type: 'next' }, { type: 'next' }, { type: 'back' }, { type: 'set', patch: { role: 'OTHER' } });
    expect(state.step).toBe(8);
    expect(state.data.role).toBe('STUDENT');
    expect(canGoBack(state)).toBe(false);
  });

  it('resumes a session from before at step 3, but only before a code was sent', () => {
    const resumed = run(start(), { type: 'resumed', user: incomplete });
    expect(resumed).toMatchObject({ step: 3, user: incomplete, data: { phone: incomplete.phone, region: 3 } });
    const sent = run(start(), { type: 'codeSent', phone: '+998901234567', resendAt: 0 }, { type: 'resumed', user: incomplete });
    expect(sent.step).toBe(2);
  });

  it('starts the age picker at the birthday age within 7–70, else 17', () => {
    const now = new Date();
    const yearsAgo = (n: number) => `${now.getUTCFullYear() - n}-01-01`;
    expect(startAge(yearsAgo(30))).toBeGreaterThanOrEqual(29);
    expect(startAge(yearsAgo(30))).toBeLessThanOrEqual(30);
    expect(startAge(null)).toBe(17);
    expect(startAge(yearsAgo(3))).toBe(17);
    expect(startAge(yearsAgo(90))).toBe(17);
    expect(startAge('not a date')).toBe(17);
  });
});
