import { useEffect, useMemo, useRef, useState, type DragEvent as ReactDragEvent, type RefObject } from 'react';
import { isCsvFile } from '../variants/read-csv-file.ts';

/** What a dropped file is to the editor: art to cut into frames, or a table of variants. */
export type DroppedFile = { kind: 'image'; file: File } | { kind: 'csv'; file: File } | { kind: 'other'; file: File };

const IMAGE_TYPES = /^image\/(png|jpeg|webp|gif)$/;

/** Sorts a dropped file by its type, or its name when the system gives no type. */
export function classifyFile(file: File): DroppedFile {
  if (IMAGE_TYPES.test(file.type) || (file.type === '' && /\.(png|jpe?g|webp|gif)$/i.test(file.name))) return { kind: 'image', file };
  if (isCsvFile(file)) return { kind: 'csv', file };
  return { kind: 'other', file };
}

/** The attribute a drop target carries while files are held over it (bulk.css outlines it). */
export const DROP_OVER_ATTRIBUTE = 'data-file-drop-over';

interface DropHandlers {
  enter: (event: DragEvent) => void;
  over: (event: DragEvent) => void;
  leave: (event: DragEvent) => void;
  drop: (event: DragEvent) => void;
}

/**
 * The four drag events of a drop target: files only (dragging a piece is not a drop), the first file
 * dropped goes to `onFile`, and a drop something inside already took (by preventing the default, as
 * the Assets page's upload area does) is left to it.
 */
function dropHandlers(onFile: () => (dropped: DroppedFile) => void, setOver: (over: boolean) => void): DropHandlers {
  let depth = 0;
  const carriesFiles = (event: DragEvent) => [...(event.dataTransfer?.types ?? [])].includes('Files');
  return {
    enter: (event) => {
      if (!carriesFiles(event)) return;
      depth += 1;
      setOver(true);
    },
    over: (event) => {
      if (!carriesFiles(event) || event.defaultPrevented) return;
      // Without this the browser opens the file instead of dropping it here.
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    },
    leave: (event) => {
      if (!carriesFiles(event)) return;
      depth = Math.max(depth - 1, 0);
      if (depth === 0) setOver(false);
    },
    drop: (event) => {
      depth = 0;
      setOver(false);
      if (event.defaultPrevented) return;
      const file = event.dataTransfer?.files[0];
      if (!file) return;
      event.preventDefault();
      onFile()(classifyFile(file));
    },
  };
}

/**
 * Makes an element rendered elsewhere (the layout's canvas box) accept dropped files, listening on it
 * directly; it carries DROP_OVER_ATTRIBUTE while files are held over it. For an element this code
 * renders, useFileDropProps follows React's order of handlers instead.
 */
export function useFileDrop(target: RefObject<HTMLElement | null>, onFile: (dropped: DroppedFile) => void, enabled = true) {
  const latest = useRef(onFile);
  latest.current = onFile;
  const attached = useRef<{ element: HTMLElement; detach: () => void } | null>(null);
  // After every render: the element may appear, change or go (a canvas box rendered once it is measured).
  useEffect(() => {
    const element = enabled ? target.current : null;
    if (attached.current?.element === element) return;
    attached.current?.detach();
    attached.current = element ? { element, detach: listen(element, () => latest.current) } : null;
  });
  useEffect(
    () => () => {
      attached.current?.detach();
      attached.current = null;
    },
    [],
  );
}

/** Adds the drop listeners to an element; returns what removes them. */
function listen(element: HTMLElement, onFile: () => (dropped: DroppedFile) => void): () => void {
  const setOver = (over: boolean) => {
    if (over) element.setAttribute(DROP_OVER_ATTRIBUTE, '');
    else element.removeAttribute(DROP_OVER_ATTRIBUTE);
  };
  const handlers = dropHandlers(onFile, setOver);
  element.addEventListener('dragenter', handlers.enter);
  element.addEventListener('dragover', handlers.over);
  element.addEventListener('dragleave', handlers.leave);
  element.addEventListener('drop', handlers.drop);
  return () => {
    setOver(false);
    element.removeEventListener('dragenter', handlers.enter);
    element.removeEventListener('dragover', handlers.over);
    element.removeEventListener('dragleave', handlers.leave);
    element.removeEventListener('drop', handlers.drop);
  };
}

/**
 * Props that make an element this code renders accept dropped files. As React handlers they run after
 * those of the elements inside, so a drop an inner drop area took is seen as taken.
 */
export function useFileDropProps(onFile: (dropped: DroppedFile) => void) {
  const latest = useRef(onFile);
  latest.current = onFile;
  const [over, setOver] = useState(false);
  const handlers = useMemo(() => dropHandlers(() => latest.current, setOver), []);
  const native = (handle: (event: DragEvent) => void) => (event: ReactDragEvent) => handle(event.nativeEvent);
  return {
    over,
    props: {
      onDragEnter: native(handlers.enter),
      onDragOver: native(handlers.over),
      onDragLeave: native(handlers.leave),
      onDrop: native(handlers.drop),
    },
  };
}
