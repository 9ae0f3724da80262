import type { ReactNode } from 'react';
import { useRouter, type NavigateOptions, type ToOptions } from '@tanstack/react-router';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { languageTags } from '@/texts/locale';
import { useLocale } from '@/texts/use-locale';

declare module 'react-aria-components' {
  interface RouterConfig {
    href: ToOptions['to'];
    routerOptions: Omit<NavigateOptions, keyof ToOptions>;
  }
}

/**
 * What React Aria's widgets need around them, given by the layouts that show widgets (the member
 * area and the auth pages), not by the app's root: /sign-in shows none and loads none (decision
 * 017). Its locale is the interface's (src/texts/locale.ts), never React Aria's own detection:
 * the build's prerender and the browser then agree on it. Links and menu items navigate through
 * the router instead of reloading the page.
 */
export function AriaShell({ children }: { children: ReactNode }) {
  const router = useRouter();
  const locale = useLocale();
  return (
    <I18nProvider locale={languageTags[locale]}>
      <AriaRouterProvider
        navigate={(to, options) => router.navigate({ ...options, to })}
        useHref={(to) => router.buildLocation({ to }).href}
      >
        {children}
      </AriaRouterProvider>
    </I18nProvider>
  );
}
