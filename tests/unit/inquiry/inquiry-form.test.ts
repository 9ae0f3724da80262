import { describe, expect, it } from 'vitest';
import { inquirySchema, toInquiryFormData } from '@/features/inquiry/schemas';

const form = {
  email: ' buyer@school.example ',
  orderCode: '',
  title: ' Delivery ',
  content: 'When will it arrive?',
};

describe('the inquiry form (docs/product/inquiry.md#dialog, #validation, #call)', () => {
  it('names each missing field, with the Subject/Message texts corrected', () => {
    const result = inquirySchema().safeParse({ email: '', orderCode: '', title: '', content: '' });
    // The first message of each field, as the form shows it.
    const byField: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
    expect(byField).toEqual({
      email: '이메일을 입력해주세요.',
      title: 'Please enter a subject.',
      content: 'Please enter the content.',
    });
    expect(inquirySchema().safeParse({ ...form, email: 'buyer@' }).error?.issues[0]?.message).toBe(
      '이메일 형식이 올바르지 않습니다.',
    );
  });

  it('says each text’s limit instead of cutting it', () => {
    const result = inquirySchema().safeParse({
      ...form,
      orderCode: 'o'.repeat(51),
      title: 't'.repeat(201),
      content: 'c'.repeat(5001),
    });
    const byField: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
    expect(byField).toEqual({
      orderCode: 'Order Number can be up to 50 characters long.',
      title: 'Subject can be up to 200 characters long.',
      content: 'Message can be up to 5,000 characters long.',
    });
  });

  it('builds the multipart body from the validated form: texts trimmed, orderCode empty when none, one files part per attachment', () => {
    const files = [
      new File(['a'], 'a.txt', { type: 'text/plain' }),
      new File(['bb'], 'b.pdf', { type: 'application/pdf' }),
    ];
    // The form's submit handler gets the schema's output (the resolver's parse), as here.
    const data = toInquiryFormData(inquirySchema().parse(form), files);
    expect(data.get('email')).toBe('buyer@school.example');
    expect(data.get('orderCode')).toBe('');
    expect(data.get('title')).toBe('Delivery');
    expect(data.get('content')).toBe('When will it arrive?');
    const sent = data.getAll('files') as File[];
    expect(sent.map((file) => file.name)).toEqual(['a.txt', 'b.pdf']);
    expect([...data.keys()]).toEqual(['email', 'orderCode', 'title', 'content', 'files', 'files']);
  });

  it('sends no files part without attachments', () => {
    const values = inquirySchema().parse({ ...form, orderCode: 'ORD-7' });
    expect(toInquiryFormData(values, []).getAll('files')).toEqual([]);
  });
});
