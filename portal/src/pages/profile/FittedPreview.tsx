import { Text } from '@fluentui/react-components';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { profileMessages } from './profile.messages';

/**
 * A signature in a frame that shows all of it: a signature wider than the room it has (a phone) is shown smaller, and
 * the page says so. The frame runs no script (no `allow-scripts`); `allow-same-origin` is what lets the page measure
 * the signature's width and zoom it.
 */
export function FittedPreview({ html, title, className }: { html: string; title: string; className: string }) {
  const t = useMessages(profileMessages);
  const frame = useRef<HTMLIFrameElement>(null);
  const [scale, setScale] = useState(1);

  const fit = useCallback(() => {
    const shown = frame.current;
    const root = shown?.contentDocument?.documentElement;
    if (!shown || !root) return;
    root.style.zoom = '';
    const room = root.clientWidth;
    const natural = root.scrollWidth;
    const next = natural > room ? room / natural : 1;
    if (next < 1) root.style.zoom = String(next);
    setScale(next);
  }, []);

  useEffect(() => {
    const shown = frame.current;
    if (!shown) return;
    const resized = new ResizeObserver(fit);
    resized.observe(shown);
    return () => resized.disconnect();
  }, [fit]);

  return (
    <>
      <iframe ref={frame} className={className} sandbox="allow-same-origin" srcDoc={html} title={title} onLoad={fit} />
      {scale < 1 && (
        <Text size={200} data-testid="preview-scaled">
          {t('scaled', { percent: Math.floor(scale * 100) })}
        </Text>
      )}
    </>
  );
}
