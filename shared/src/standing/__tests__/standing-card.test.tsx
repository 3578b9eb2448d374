import { act, screen, within } from '@testing-library/react';
import type { Standing } from '@platform/shared/exams';
import { changeLocale, i18n } from '@platform/shared/i18n';
import ru from '@platform/shared/locales/ru.json';
import { StandingCard } from '@platform/shared/standing';
import { renderWithProviders } from '@platform/shared/test-utils';

beforeAll(() => i18n.addResourceBundle('ru', 'common', ru, true, true));
afterEach(async () => {
  await act(() => changeLocale('uz'));
});

const STANDING: Standing = {
  ticket_id: 5,
  kind: 'dtm',
  ball: 130.5,
  max_ball: 189,
  takers: 5,
  percentile: 40,
  window_days: 90,
  directions: [
    {
      university_name: 'Westminster xalqaro universiteti',
      university_slug: 'wiut',
      university_type: 'private',
      direction_code: '60410900',
      direction_name: 'Biznes boshqaruvi',
      year: 2025,
      grant_ball: 167,
      contract_ball: 101,
      grant_gap: -36.5,
      contract_gap: 29.5,
      chance: 'contract',
      same_subjects: false,
    },
  ],
};

describe('StandingCard', () => {
  it('says the percentile and the gaps to each followed direction’s grant and contract scores', () => {
    renderWithProviders(<StandingCard standing={STANDING} />);
    expect(screen.getByRole('heading', { name: 'Siz qayerdasiz' })).toBeInTheDocument();
    expect(screen.getByTestId('standing-percentile')).toHaveTextContent(
      'Soʻnggi 90 kunda bu testni topshirgan yana 5 kishining 40 foizidan yuqori ball oldingiz.',
    );
    const row = screen.getByTestId('standing-direction');
    expect(within(row).getByRole('link', { name: 'Westminster xalqaro universiteti' })).toHaveAttribute(
      'href',
      '/xususiy-universitetlar/wiut',
    );
    expect(row).toHaveTextContent('Grant (2025)167 ball36,5 ball yetishmaydi');
    expect(row).toHaveTextContent('Kontrakt (2025)101 ball29,5 ball ortiq');
    expect(row).toHaveTextContent('boshqa fanlar juftligi');
    expect(screen.getByRole('link', { name: 'Ballingizga mos yoʻnalishlar' })).toHaveAttribute('href', '/univer-tavsiya');
  });

  it('in Russian, with the right plural forms', async () => {
    await act(() => changeLocale('ru'));
    renderWithProviders(<StandingCard standing={STANDING} adviceLink={false} />);
    expect(screen.getByTestId('standing-percentile')).toHaveTextContent(
      'Ваш результат выше, чем у 40% из 5 человек, сдававших этот тест за последние 90 дней.',
    );
    const row = screen.getByTestId('standing-direction');
    expect(row).toHaveTextContent('не хватает 36,5 балла');
    expect(row).toHaveTextContent('на 29,5 балла выше');
    expect(screen.queryByRole('link', { name: /Направления под ваш балл/ })).toBeNull();
  });

  it('no other takers: says so instead of a percentile; no directions: says how to get them', () => {
    renderWithProviders(<StandingCard standing={{ ...STANDING, takers: 0, percentile: null, directions: [] }} />);
    expect(screen.queryByTestId('standing-percentile')).toBeNull();
    expect(screen.getByText(/boshqa hech kim topshirmagan/)).toBeInTheDocument();
    expect(screen.getByText(/Yoʻnalishga ariza yuborsangiz/)).toBeInTheDocument();
  });
});
