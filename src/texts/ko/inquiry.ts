import type { Translation } from '../locale';
import type { inquiry as en } from '../en/inquiry';

export const inquiry = {
  title: '문의하기',
  email: '이메일 주소',
  orderCode: '주문번호(선택)',
  subject: '제목',
  message: '내용',
  attachments: '첨부파일',
  dropZone: '파일 끌어다 놓기',
  submit: '문의하기',
  sent: '문의를 보냈습니다.',
  failed: '문의를 보내지 못했습니다. 작성한 내용은 그대로 있으니 다시 시도해 주세요.',
  fileRefused:
    '첨부파일이 거부되었습니다. 작성한 내용은 그대로 있습니다. 해당 파일을 삭제하고 다시 보내 주세요.',
  quotaExceeded:
    '24시간 동안 보낼 수 있는 첨부파일을 모두 보냈습니다. 작성한 내용은 그대로 있습니다. 첨부파일 없이 보내거나 내일 다시 시도해 주세요.',
  tooLarge:
    '첨부파일이 너무 큽니다. 작성한 내용은 그대로 있습니다. 큰 파일을 삭제하고 다시 보내 주세요.',
  errors: {
    emailRequired: '이메일을 입력해주세요.',
    emailInvalid: '이메일 형식이 올바르지 않습니다.',
    subjectRequired: '제목을 입력해 주세요.',
    messageRequired: '내용을 입력해 주세요.',
    orderCodeMax: '주문번호는 50자까지 입력할 수 있습니다.',
    subjectMax: '제목은 200자까지 입력할 수 있습니다.',
    messageMax: '내용은 5,000자까지 입력할 수 있습니다.',
  },
} satisfies Translation<typeof en>;
