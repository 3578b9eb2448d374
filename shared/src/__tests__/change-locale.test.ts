import { changeLocale, i18n } from '../i18n';

describe('changeLocale', () => {
  afterEach(() => changeLocale('uz'));

  it('announces nothing when asked for the language already shown (no re-render of every translated component)', async () => {
    await changeLocale('uz');
    const changed = jest.fn();
    i18n.on('languageChanged', changed);
    await changeLocale('uz');
    expect(changed).not.toHaveBeenCalled();
    await changeLocale('ru');
    expect(changed).toHaveBeenCalledWith('ru');
    expect(i18n.language).toBe('ru');
    i18n.off('languageChanged', changed);
  });

  it('ends on the language asked for last when a switch back comes before the first has loaded', async () => {
    await changeLocale('uz');
    const toRussian = changeLocale('ru');
    await changeLocale('uz');
    await toRussian;
    expect(i18n.language).toBe('uz');
  });
});
