import type { Translation } from '../locale';
import type { memberFields as en } from '../en/member-fields';

export const memberFields = {
  errors: {
    nameRequired: '담당자명을 입력해 주세요.',
    phoneRequired: '연락처를 입력해 주세요.',
    phoneDigits: '숫자만 입력해 주세요.',
    departmentRequired: '소속을 입력해 주세요.',
    addressRequired: '기관 주소를 입력해 주세요.',
    nameMax: (max: number) => `담당자명은 ${max}자까지 입력할 수 있습니다.`,
    phoneMax: (max: number) => `연락처는 숫자 ${max}자리까지 입력할 수 있습니다.`,
    departmentMax: (max: number) => `소속은 ${max}자까지 입력할 수 있습니다.`,
    addressMax: (max: number) => `기관 주소는 ${max}자까지 입력할 수 있습니다.`,
  },
} satisfies Translation<typeof en>;
