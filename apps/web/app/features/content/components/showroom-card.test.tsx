import type { NewsListItem, Showroom } from '@lotus/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../test/router';
import { NewsCard } from './news-card';
import { ShowroomCard, telHref } from './showroom-card';

afterEach(cleanup);

const store: Showroom = {
  id: '00000000-0000-4000-8000-0000000000a1',
  kind: 'STORE',
  name: 'Lotus Hà Nội – Tràng Tiền',
  address: '45 Tràng Tiền, Phường Hoàn Kiếm, Hà Nội',
  openingHours: 'Thứ Hai – Chủ Nhật, 9:00 – 21:30',
  phone: '024 3936 6688',
  email: 'hanoi@lotus.vn',
  mapUrl: 'https://maps.google.com/?q=45+Trang+Tien',
};

describe('ShowroomCard', () => {
  it('offers the phone to call, the e-mail and the map in a new tab (vi)', async () => {
    renderInRouter(<ShowroomCard showroom={store} />);
    const card = await screen.findByRole('article', { name: store.name });
    expect(card).toHaveTextContent(store.address);
    expect(card).toHaveTextContent(store.openingHours);
    expect(screen.getByRole('link', { name: `Gọi ${store.name}: 024 3936 6688` })).toHaveAttribute(
      'href',
      'tel:02439366688',
    );
    expect(screen.getByRole('link', { name: 'hanoi@lotus.vn' })).toHaveAttribute(
      'href',
      'mailto:hanoi@lotus.vn',
    );
    const map = screen.getByRole('link', { name: /Xem bản đồ đến Lotus Hà Nội/ });
    expect(map).toHaveAttribute('href', store.mapUrl);
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no map button and no e-mail when the place has none (en)', async () => {
    renderInRouter(<ShowroomCard showroom={{ ...store, email: null, mapUrl: null }} />, {
      lang: 'en',
    });
    await screen.findByRole('article', { name: store.name });
    expect(screen.queryByRole('link', { name: /Open the map/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Call Lotus/ })).toBeInTheDocument();
  });

  it('dials digits and a leading plus only', () => {
    expect(telHref('+84 24.3936-6688')).toBe('tel:+842439366688');
    expect(telHref('1900 6868')).toBe('tel:19006868');
  });
});

describe('NewsCard', () => {
  const article: NewsListItem = {
    id: '00000000-0000-4000-8000-0000000000b1',
    slug: 'robot-moi-ve',
    title: 'Robot mới về',
    summary: 'Ba dòng robot mới.',
    image: '/images/categories/robot-giao-duc.webp',
    // 23:30 UTC on 31 May is already 1 June in Vietnam.
    publishedAt: '2026-05-31T23:30:00.000Z',
  };

  it("links the title to the article and dates it on Vietnam's calendar", async () => {
    renderInRouter(<NewsCard article={article} readMore="Đọc tiếp" />);
    const link = await screen.findByRole('link', { name: 'Robot mới về' });
    expect(link).toHaveAttribute('href', '/news/robot-moi-ve');
    expect(screen.getByText('Ba dòng robot mới.')).toBeInTheDocument();
    expect(screen.getByText('1 thg 6, 2026')).toHaveAttribute('datetime', article.publishedAt);
  });

  it('reads the date in English for an English page', async () => {
    renderInRouter(<NewsCard article={article} readMore="Read more" />, { lang: 'en' });
    expect(await screen.findByText('1 Jun 2026')).toBeInTheDocument();
    expect(screen.getByText('Read more')).toBeInTheDocument();
  });
});
