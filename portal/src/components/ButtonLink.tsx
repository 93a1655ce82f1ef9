import { Button } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

interface Props {
  to: string;
  children: ReactNode;
  icon?: ReactElement;
  appearance?: 'secondary' | 'primary' | 'outline' | 'subtle' | 'transparent';
}

/** A link to a page of the portal that looks like a button (a link for the browser and assistive technology). */
export function ButtonLink({ to, children, icon, appearance }: Props) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button as="a" href={href} onClick={onClick} icon={icon} appearance={appearance}>
      {children}
    </Button>
  );
}
