import * as texts from '@/texts';
import { localeNames, locales, setLocale } from '@/texts/locale';
import { useLocale } from '@/texts/use-locale';
import { cx } from './class-names';
import './locale-switch.css';

/**
 * The interface's language on the public pages (docs/product/shell.md#language): each name in its
 * own language and `lang`, the current one pressed. Native buttons: /sign-in loads no React Aria
 * (decision 017).
 */
export function LocaleSwitch({ className }: { className?: string }) {
  const current = useLocale();
  return (
    <div role="group" aria-label={texts.common.language} className={cx('locale-switch', className)}>
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="locale-switch__option"
          aria-pressed={locale === current}
          onClick={() => setLocale(locale)}
        >
          {localeNames[locale]}
        </button>
      ))}
    </div>
  );
}
