import { describe, expect, it } from 'vitest';
import { canMoveReview, ratingAverage, ratingChange, reviewAuthorName } from './review.rules.ts';
import { reviewModerationSchema, reviewWriteSchema } from './review.schema.ts';

describe('ratingAverage', () => {
  it.each([
    [0, 0, 0],
    [5, 1, 5],
    [9, 2, 4.5],
    [14, 3, 4.7],
    [13, 3, 4.3],
    [1, 1, 1],
  ])('sum %i over %i reviews averages %d', (sum, count, average) => {
    expect(ratingAverage(sum, count)).toBe(average);
  });
});

describe('canMoveReview', () => {
  it('lets an operator take up, approve and reject a new review', () => {
    expect(canMoveReview('NEW', 'PENDING')).toBe(true);
    expect(canMoveReview('NEW', 'APPROVED')).toBe(true);
    expect(canMoveReview('PENDING', 'REJECTED')).toBe(true);
    expect(canMoveReview('APPROVED', 'REJECTED')).toBe(true);
  });
  it('never moves a review back to NEW or to where it is', () => {
    expect(canMoveReview('APPROVED', 'NEW')).toBe(false);
    expect(canMoveReview('PENDING', 'PENDING')).toBe(false);
    expect(canMoveReview('APPROVED', 'APPROVED')).toBe(false);
  });
});

describe('ratingChange', () => {
  it('counts a review when it is approved and uncounts it when it leaves APPROVED', () => {
    expect(
      ratingChange({ status: 'PENDING', rating: 4 }, { status: 'APPROVED', rating: 4 }),
    ).toEqual({ count: 1, sum: 4 });
    expect(
      ratingChange({ status: 'APPROVED', rating: 4 }, { status: 'REJECTED', rating: 4 }),
    ).toEqual({ count: -1, sum: -4 });
    expect(ratingChange({ status: 'APPROVED', rating: 5 }, { status: 'NEW', rating: 2 })).toEqual({
      count: -1,
      sum: -5,
    });
    expect(ratingChange(null, { status: 'NEW', rating: 3 })).toEqual({ count: 0, sum: 0 });
  });
});

describe('reviewAuthorName', () => {
  it('signs with the given name and the initial of the family name', () => {
    expect(reviewAuthorName('An', 'Nguyễn')).toBe('An N.');
    expect(reviewAuthorName('Đức', 'đặng')).toBe('Đức Đ.');
    expect(reviewAuthorName('Mai', '')).toBe('Mai');
  });
});

describe('reviewWriteSchema', () => {
  it('reads a multipart form: the rating as text, photo ids repeated or comma-separated', () => {
    const id = '0b7f7a3e-2f7b-4b8e-9a53-6c1d1c1c1c1c';
    expect(reviewWriteSchema.parse({ rating: '4', content: '  Vải mát, đúng size.  ' })).toEqual({
      rating: 4,
      content: 'Vải mát, đúng size.',
      keepPhotoIds: [],
    });
    expect(
      reviewWriteSchema.parse({ rating: 5, content: 'Rất đẹp và vừa vặn', keepPhotoIds: id })
        .keepPhotoIds,
    ).toEqual([id]);
  });
  it('refuses a rating outside 1..5 and a text too short', () => {
    const result = reviewWriteSchema.safeParse({ rating: '6', content: 'ngắn' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['RatingRequired', 'ReviewTooShort']);
    expect(reviewWriteSchema.safeParse({ rating: '', content: 'đủ mười ký tự rồi' }).success).toBe(
      false,
    );
  });
});

describe('reviewModerationSchema', () => {
  it('needs a reason to reject', () => {
    const refused = reviewModerationSchema.safeParse({ status: 'REJECTED', reason: '  ' });
    expect(refused.error?.issues[0]).toMatchObject({ path: ['reason'], message: 'ReasonRequired' });
    expect(reviewModerationSchema.parse({ status: 'APPROVED' })).toEqual({ status: 'APPROVED' });
    expect(reviewModerationSchema.safeParse({ status: 'NEW' }).success).toBe(false);
  });
});
