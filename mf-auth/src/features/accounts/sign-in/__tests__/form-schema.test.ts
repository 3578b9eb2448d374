import { birthdayForAge, isoToDisplayDate, pastBirthday, registerBody } from '@platform/shared/accounts';
import { displayDateSchema, fieldsSchema } from '../lib/form-schema';

const schema = fieldsSchema({
  first_name: registerBody.shape.first_name,
  birthday: displayDateSchema(pastBirthday),
  address_id: registerBody.shape.address_id,
});

describe('form schemas from the contract', () => {
  it('returns the parsed values (trimmed names, ISO date, numeric id)', async () => {
    const birthday = birthdayForAge(20);
    const result = await schema['~standard'].validate({ first_name: '  Aziz  ', birthday: isoToDisplayDate(birthday), address_id: '3' });
    expect(result).toEqual({ value: { first_name: 'Aziz', birthday, address_id: 3 } });
  });

  it('reports every field with its message key and field name', async () => {
    const result = await schema['~standard'].validate({ first_name: ' ', birthday: '', address_id: '' });
    // the form shows the first message of each field
    const first = new Map<unknown, string>();
    for (const issue of result.issues ?? []) if (!first.has(issue.path?.[0])) first.set(issue.path?.[0], issue.message);
    expect([...first]).toEqual([
      ['first_name', 'validation.first_name_required'],
      ['birthday', 'validation.birthday_required'],
      ['address_id', 'validation.region_required'],
    ]);
  });

  it('checks a DD.MM.YYYY date by the api rule: format, then not in the future', async () => {
    const date = displayDateSchema(pastBirthday)['~standard'];
    expect(await date.validate('31.02.2001')).toEqual({ issues: [{ message: 'validation.birthday_format' }] });
    expect(await date.validate('2001-05-01')).toEqual({ issues: [{ message: 'validation.birthday_format' }] });
    const future = isoToDisplayDate(`${new Date().getUTCFullYear() + 1}-01-01`);
    const result = await date.validate(future);
    expect(result.issues?.[0]?.message).toBe('validation.birthday_future');
    expect(await date.validate('01.05.2001')).toEqual({ value: '2001-05-01' });
  });
});
