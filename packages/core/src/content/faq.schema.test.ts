import { describe, expect, it } from 'vitest';
import { faqInputSchema, faqOrderSchema } from './faq.schema.ts';
import { contentPageInputSchema } from './content-page.schema.ts';

const faq = {
  questionVi: 'Hỏi?',
  questionEn: 'Ask?',
  answerVi: '<p>Đáp</p>',
  answerEn: '<p>A</p>',
};

describe('an FAQ as an operator writes it', () => {
  it('is published by default and trimmed', () => {
    const parsed = faqInputSchema.parse({ ...faq, questionVi: '  Hỏi?  ' });
    expect(parsed).toMatchObject({ questionVi: 'Hỏi?', isPublished: true });
  });

  it('needs a question and an answer in both languages', () => {
    const result = faqInputSchema.safeParse({ ...faq, questionEn: ' ', answerVi: '' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['questionEn', 'FieldIsNotEmpty'],
      ['answerVi', 'FieldIsNotEmpty'],
    ]);
  });

  it('refuses a new order that names a question twice', () => {
    const id = '00000000-0000-4000-8000-0000000000a1';
    expect(faqOrderSchema.safeParse({ ids: [id, id] }).success).toBe(false);
    expect(
      faqOrderSchema.safeParse({ ids: [id, '00000000-0000-4000-8000-0000000000a2'] }).success,
    ).toBe(true);
  });
});

describe('a policy page as an operator writes it', () => {
  const page = {
    group: 'footer',
    position: 2,
    titleVi: 'Giới thiệu',
    titleEn: 'About us',
    bodyVi: '<p>Xin chào</p>',
    bodyEn: '<p>Hello</p>',
  };

  it('defaults the summaries to empty and reads the position from a form field', () => {
    expect(contentPageInputSchema.parse({ ...page, position: '3' })).toMatchObject({
      summaryVi: '',
      summaryEn: '',
      position: 3,
    });
  });

  it('refuses an unknown group, a negative position and a title past 200 characters', () => {
    const result = contentPageInputSchema.safeParse({
      ...page,
      group: 'blog',
      position: -1,
      titleEn: 'x'.repeat(201),
    });
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual([
      'group',
      'position',
      'titleEn',
    ]);
  });
});
