import { caretAfterDigits, displayPhone, localDigits, parsePhoneInput } from '../lib/phone';

describe('phone mask', () => {
  it('shows +998 and the digits grouped as +998 ## ### ## ##', () => {
    expect(displayPhone('')).toBe('+998 ');
    expect(displayPhone('9')).toBe('+998 9');
    expect(displayPhone('90123')).toBe('+998 90 123');
    expect(displayPhone('901234567')).toBe('+998 90 123 45 67');
  });

  it('keeps digits only, at most 9 after the prefix', () => {
    expect(parsePhoneInput('+998 90a1-2', '90')).toBe('9012');
    expect(parsePhoneInput('+998 90 123 45 678', '901234567')).toBe('901234567');
  });

  it('cannot delete the prefix: an edit that only removed prefix characters keeps the number', () => {
    expect(parsePhoneInput('+99 90 123', '90123')).toBe('90123');
    expect(parsePhoneInput('98 90 123', '90123')).toBe('90123');
    expect(parsePhoneInput('+99 ', '')).toBe('');
    // the space after the prefix: the number is unchanged and the mask puts it back
    expect(parsePhoneInput('+99890 123', '90123')).toBe('90123');
  });

  it('understands a number pasted or autofilled over the whole field', () => {
    expect(parsePhoneInput('+998901234567', '')).toBe('901234567');
    expect(parsePhoneInput('998 90 123 45 67', '')).toBe('901234567');
    expect(parsePhoneInput('90 123 45 67', '1')).toBe('901234567');
    expect(parsePhoneInput('', '901234567')).toBe('');
  });

  it('understands a number pasted into the prefilled field, in any spacing, with or without 998', () => {
    // what the input holds after a paste at the end of "+998 "
    expect(parsePhoneInput('+998 +998901234567', '')).toBe('901234567');
    expect(parsePhoneInput('+998 +998 90-123-45-67', '')).toBe('901234567');
    expect(parsePhoneInput('+998 998 90 123 45 67', '')).toBe('901234567');
    expect(parsePhoneInput('+998 (90) 123-45-67', '')).toBe('901234567');
    // a complete number pasted after a few typed digits replaces them
    expect(parsePhoneInput('+998 93+998901234567', '93')).toBe('901234567');
    expect(parsePhoneInput('+998 9+998901234567 3', '93')).toBe('901234567');
    // a fragment goes where it was pasted
    expect(parsePhoneInput('+998 90 1234', '90')).toBe('901234');
    expect(parsePhoneInput('+998 9012340 123', '90123')).toBe('901234012');
  });

  it('reads the local digits of any form', () => {
    expect(localDigits('+998 90 123 45 67')).toBe('901234567');
    expect(localDigits('+998901234567')).toBe('901234567');
    expect(localDigits('901234567')).toBe('901234567');
  });

  it('puts the caret after the n-th digit of the masked value', () => {
    expect(caretAfterDigits('+998 90 123', 0)).toBe(5);
    expect(caretAfterDigits('+998 90 123', 2)).toBe(7);
    expect(caretAfterDigits('+998 90 123', 3)).toBe(9);
    expect(caretAfterDigits('+998 90 123', 9)).toBe(11);
  });
});
