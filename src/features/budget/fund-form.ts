import * as z from 'zod/mini';
import { FundAmount, FundName } from '@/api/limits.gen';
import * as texts from '@/texts';
import { perLocale } from '@/texts/locale';

const e = texts.budget.errors;

/** The contract's largest fund amount (FundAmount); a larger one is a typing error. */
const FUND_AMOUNT_MAX = FundAmount.maximum;
const FUND_NAME_MAX = FundName.maxLength;

/**
 * Separators a member may type in an amount ("1,000,000", "1 000 000"), dropped before reading it.
 * Not the point: "1.5" is a fraction, not fifteen.
 */
const AMOUNT_SEPARATORS = /[\s,']/g;

/**
 * The fund dialog (docs/product/budget.md#calls): a name of 1 to 50 characters and a whole amount
 * in won from 0 to {@link FUND_AMOUNT_MAX}, typed with or without separators.
 */
export const fundFormSchema = perLocale(() =>
  z.object({
    name: z
      .string()
      .check(z.trim(), z.minLength(1, e.nameRequired), z.maxLength(FUND_NAME_MAX, e.nameMax)),
    amount: z.pipe(
      z.string().check(
        z.trim(),
        z.minLength(1, e.amountRequired),
        z.refine((value) => /^\d+$/.test(value.replace(AMOUNT_SEPARATORS, '')), e.amountDigits),
      ),
      z.pipe(
        z.transform((value: string) => Number(value.replace(AMOUNT_SEPARATORS, ''))),
        z.int().check(z.lte(FUND_AMOUNT_MAX, e.amountMax)),
      ),
    ),
  }),
);

export type FundFormInput = z.input<ReturnType<typeof fundFormSchema>>;
export type FundFormValues = z.output<ReturnType<typeof fundFormSchema>>;
