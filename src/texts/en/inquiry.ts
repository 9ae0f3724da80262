export const inquiry = {
  title: 'INQUIRIES',
  email: 'Email Address',
  orderCode: 'Order Number (optional)',
  subject: 'Subject',
  message: 'Message',
  attachments: 'Attachments',
  dropZone: 'Drop zone', // (ours) first words of the drop zone's accessible name
  submit: 'Inquiry',
  sent: 'Your inquiry has been sent.', // (ours, a listed deviation: the original said nothing)
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
    // (ours) the contract's limits, told by each field
    orderCodeMax: 'Order Number can be up to 50 characters long.',
    subjectMax: 'Subject can be up to 200 characters long.',
    messageMax: 'Message can be up to 5,000 characters long.',
  },
} as const;
