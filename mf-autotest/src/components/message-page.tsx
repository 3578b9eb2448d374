import type { ReactNode } from 'react';
import { Panel, useDocumentTitle, pageLayout as layout } from '@platform/shared/ui';

/** A page that is only a message and its way on (not found, sign in first, nothing to practise). */
export function MessagePage({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={layout.page}>
      <Panel>
        <h1 className={layout.title}>{title}</h1>
        {text && <p className={layout.muted}>{text}</p>}
        <div className={layout.actions}>{children}</div>
      </Panel>
    </div>
  );
}
