import type { AdminUnit } from '@lotus/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { unitFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { UnitCombobox } from './unit-combobox';

const PROVINCES = [
  unitFixture('01', 'Thành phố Hà Nội', 'Hanoi City'),
  unitFixture('31', 'Thành phố Hải Phòng', 'Hai Phong City'),
  unitFixture('79', 'Thành phố Hồ Chí Minh', 'Ho Chi Minh City'),
  unitFixture('66', 'Tỉnh Đắk Lắk', 'Dak Lak Province'),
];
const WARDS = [
  unitFixture('26824', 'Phường Thủ Đức', 'Thu Duc Ward', '79'),
  unitFixture('26734', 'Phường Sài Gòn', 'Sai Gon Ward', '79'),
];

function Picker({ units, label }: { units: AdminUnit[]; label: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <form>
      <UnitCombobox
        name="provinceId"
        label={label}
        units={units}
        value={value}
        onChange={(u) => setValue(u?.id ?? null)}
      />
      <output data-testid="chosen">{value ?? ''}</output>
    </form>
  );
}

function setup(lang: 'vi' | 'en', units = PROVINCES) {
  const label = lang === 'vi' ? 'Tỉnh / Thành phố' : 'Province / City';
  renderWithProviders(<Picker units={units} label={label} />, { lang });
  return { user: userEvent.setup(), box: screen.getByRole('combobox', { name: label }) };
}

describe('UnitCombobox', () => {
  it('finds "Hà Nội" by typing "ha noi" without diacritics and picks it with Enter', async () => {
    const { user, box } = setup('vi');
    await user.type(box, 'ha noi');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Thành phố Hà Nội']);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Thành phố Hà Nội');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('chosen')).toHaveTextContent('01');
    expect(document.querySelector('input[type="hidden"][name="provinceId"]')).toHaveValue('01');
  });

  it('finds "Thủ Đức" by typing "thu duc", in English names on an English page', async () => {
    const { user, box } = setup('en', WARDS);
    await user.type(box, 'thu duc');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Thu Duc Ward']);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Thu Duc Ward');
  });

  it('matches "dak lak" with đ written as d', async () => {
    const { user, box } = setup('vi');
    await user.type(box, 'dak lak');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Tỉnh Đắk Lắk']);
  });

  it('moves with the arrow keys, marks the active option, and Escape puts the choice back', async () => {
    const { user, box } = setup('en');
    await user.type(box, 'h');
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Hai Phong City');
    await user.type(box, 'xyz');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('Hai Phong City');
    expect(screen.getByTestId('chosen')).toHaveTextContent('31');
  });

  it.each([
    ['vi', 'Không tìm thấy kết quả phù hợp'],
    ['en', 'Nothing matches'],
  ] as const)('says when nothing matches (%s)', async (lang, words) => {
    const { user, box } = setup(lang);
    await user.type(box, 'qqq');
    expect(screen.getByRole('listbox')).toHaveTextContent(words);
  });
});
