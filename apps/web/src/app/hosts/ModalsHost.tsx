import { useEffect, useRef } from 'react';
import { ModalsProvider } from '@mantine/modals';

interface ModalsHostProps {
  /** The popup requests sent before the provider listened. */
  requests: CustomEvent[];
  onListening: () => void;
}

/** Sends the kept requests again; it mounts after ModalsProvider, so the provider hears them. */
function Replay({ requests, onListening }: ModalsHostProps) {
  const first = useRef({ requests, onListening });
  useEffect(() => {
    const { requests: kept, onListening: done } = first.current;
    kept.forEach((event) => window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail })));
    done();
  }, []);
  return null;
}

/** Mantine's ModalsProvider, loaded by OnDemandModals. */
export default function ModalsHost(props: ModalsHostProps) {
  return (
    <>
      <ModalsProvider />
      <Replay {...props} />
    </>
  );
}
