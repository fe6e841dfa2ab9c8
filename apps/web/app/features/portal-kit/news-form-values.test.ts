import { newsInputSchema, showroomInputSchema } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { newsFormDefaults, newsFromForm, showroomFromForm } from './news-form-values';

describe('newsFromForm', () => {
  const form = {
    titleVi: 'Tiêu đề',
    titleEn: 'Title',
    bodyVi: '<p>a</p>',
    bodyEn: '<p>b</p>',
    slug: '',
    image: '',
  };

  it('reads a blank publication time as a draft and a typed one as Vietnam time', () => {
    expect(
      newsInputSchema.parse(newsFromForm({ ...form, publishedAt: '' })).publishedAt,
    ).toBeNull();
    expect(
      newsInputSchema.parse(newsFromForm({ ...form, publishedAt: '2026-06-01T08:30' })).publishedAt,
    ).toBe('2026-06-01T08:30:00+07:00');
  });

  it('shows a stored instant back in Vietnam time, and nothing for a draft', () => {
    const stored = {
      ...newsInputSchema.parse(form),
      id: '00000000-0000-4000-8000-0000000000c1',
      status: 'SCHEDULED' as const,
      publishedAt: '2026-06-01T01:30:00.000Z',
      createdAt: '2026-05-01T00:00:00.000Z',
      updatedAt: '2026-05-01T00:00:00.000Z',
      image: null,
    };
    expect(newsFormDefaults(stored).publishedAt).toBe('2026-06-01T08:30');
    expect(newsFormDefaults({ ...stored, publishedAt: null }).publishedAt).toBe('');
    expect(newsFormDefaults(null).image).toBe('');
  });
});

describe('showroomFromForm', () => {
  const form = {
    kind: 'SERVICE_CENTRE',
    nameVi: 'Trung tâm',
    nameEn: 'Centre',
    addressVi: 'Địa chỉ',
    addressEn: 'Address',
    openingHoursVi: '8–18',
    openingHoursEn: '8–6',
    phone: '028 3811 6868',
    email: '',
    mapUrl: '',
    position: '3',
  };

  it('reads an unticked box as hidden and a ticked one as shown', () => {
    expect(showroomInputSchema.parse(showroomFromForm(form))).toMatchObject({
      isPublished: false,
      position: 3,
      email: null,
      mapUrl: null,
    });
    expect(
      showroomInputSchema.parse(showroomFromForm({ ...form, isPublished: 'on' })).isPublished,
    ).toBe(true);
  });

  it('reads a blank position as the first place', () => {
    expect(showroomInputSchema.parse(showroomFromForm({ ...form, position: ' ' })).position).toBe(
      0,
    );
  });
});
