import { useQuery } from '@tanstack/react-query';
import * as texts from '@/texts';
import { phrases } from '@/ui/phrases';
import { bannerTextQueryOptions } from '../api/queries';
import { greetingText } from '../banner-text';

export interface GreetingProps {
  /** The member's name, shown in bold after the text. */
  name: string;
  /** Whether the banner text may be asked for (a member is signed in). */
  enabled: boolean;
}

/** The greeting line (docs/product/home.md#greeting): the server-driven banner text, or 'Welcome', then the name in bold. */
export function Greeting({ name, enabled }: GreetingProps) {
  const { data } = useQuery({ ...bannerTextQueryOptions(), enabled });
  return (
    <h1 className="home-greeting">
      <span className="home-greeting__text">
        {phrases(greetingText(data, texts.home.welcomeFallback))}
      </span>{' '}
      <strong className="home-greeting__name">{name}</strong>
      {texts.home.nameSuffix}
    </h1>
  );
}
