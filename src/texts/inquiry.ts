export const inquiry = {
  title: 'INQUIRIES',
  email: 'Email Address',
  orderCode: 'Order Number (optional)',
  subject: 'Subject',
  message: 'Message',
  attachments: 'Attachments',
  submit: 'Inquiry',
  failed: 'The inquiry could not be sent. Your text is kept; please try again.', // (ours; the original showed nothing)
  fileRefused: 'An attachment was refused; your text is kept. Remove it and send again.', // (ours)
  quotaExceeded:
    'You have sent as many attachments as allowed in 24 hours. Your text is kept: send it without attachments, or try again tomorrow.', // (ours)
  tooLarge: 'An attachment is too large. Your text is kept; remove the large file and send again.', // (ours)
  errors: {
    emailRequired: '이메일을 입력해주세요.',
    emailInvalid: '이메일 형식이 올바르지 않습니다.',
    subjectRequired: 'Please enter a subject.',
    messageRequired: 'Please enter the content.',
  },
} as const;
