import type { ReactNode } from 'react';
import {
  Button,
  Disclosure as AriaDisclosure,
  DisclosurePanel,
  Heading,
} from 'react-aria-components/Disclosure';
import { ChevronDown } from 'lucide-react';
import { cx } from './class-names';
import './disclosure.css';

export interface DisclosureProps {
  /** Text of the heading button that shows and hides the content. */
  title: ReactNode;
  /** Whether the content is shown (controlled); leave out for an uncontrolled disclosure. */
  isExpanded?: boolean;
  onExpandedChange?: (isExpanded: boolean) => void;
  defaultExpanded?: boolean;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  isDisabled?: boolean;
  children: ReactNode;
  className?: string;
}

/** A heading button that shows or hides a panel (React Aria Disclosure). */
export function Disclosure({
  title,
  isExpanded,
  onExpandedChange,
  defaultExpanded,
  headingLevel = 3,
  isDisabled,
  children,
  className,
}: DisclosureProps) {
  return (
    <AriaDisclosure
      isExpanded={isExpanded}
      onExpandedChange={onExpandedChange}
      defaultExpanded={defaultExpanded}
      isDisabled={isDisabled}
      className={cx('disclosure', className)}
    >
      <Heading level={headingLevel} className="disclosure__heading">
        <Button slot="trigger" className="disclosure__trigger">
          <span className="disclosure__title">{title}</span>
          <ChevronDown size={20} aria-hidden className="disclosure__chevron" />
        </Button>
      </Heading>
      <DisclosurePanel className="disclosure__panel">
        {/* React Aria's panel keeps a focus-within state nothing here reads: focus moving inside
            the content (a list's pager) would re-render the disclosure around it for nothing. */}
        <div
          className="disclosure__content"
          onFocus={(event) => event.stopPropagation()}
          onBlur={(event) => event.stopPropagation()}
        >
          {children}
        </div>
      </DisclosurePanel>
    </AriaDisclosure>
  );
}
