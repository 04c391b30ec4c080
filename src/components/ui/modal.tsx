import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import { trapTab } from './focus-trap';

type Props = { open: boolean; title: string; onClose: () => void; children: ReactNode; actions: ReactNode };

/** A modal <dialog>: focus is trapped and Escape closes, by the browser itself. */
export function Modal({ open, title, onClose, children, actions }: Props) {
  const ref = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={trapTab}
      className="m-auto w-[min(28rem,92vw)] rounded-xl p-0 backdrop:bg-black/50"
    >
      <div className="p-5">
        <h2 id={titleId} className="mb-3 text-lg font-semibold">
          {title}
        </h2>
        <div className="mb-5 text-sm text-slate-700">{children}</div>
        <div className="flex gap-3">{actions}</div>
      </div>
    </dialog>
  );
}
