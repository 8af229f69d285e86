'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Modal } from '@/components/ui/Modal';

type PlayNowProps = { title: string; rules: string[]; href: string };

/** 'Play Now' opens the game's rules; Start goes to the game, Close stays on the hub. */
export function PlayNow({ title, rules, href }: PlayNowProps) {
  const [open, setOpen] = useState(false);
  const router = useRouter();

  return (
    <>
      <button type="button" className="button button-primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Play Now<span className="visually-hidden"> ({title})</span>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={`How to play ${title}`}
        actions={
          <>
            <button type="button" className="button button-outline" onClick={() => setOpen(false)}>
              Close
            </button>
            <button type="button" className="button button-accent" onClick={() => router.push(href)}>
              Start
            </button>
          </>
        }
      >
        <ol>
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </Modal>
    </>
  );
}
