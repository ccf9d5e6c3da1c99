import { FORMAT_EXTENSIONS } from '../../../formats';

/**
 * The extensions of the level files the game opens: the one list the file picker, the check of a
 * dropped file, its refusal and an import's title share. Those the readers know by name (share-link
 * lists, `.url`, included: the import reads them), and plain text. DOM-free, for the import worker.
 */
export const LEVEL_EXTENSIONS: readonly string[] = [...FORMAT_EXTENSIONS, 'txt'];

/** A name ending in one of `LEVEL_EXTENSIONS`, in any case. */
export const LEVEL_FILE = new RegExp(`\\.(${LEVEL_EXTENSIONS.join('|')})$`, 'i');

/** A file's name without its level file extension (`Minicosmos.slc` is "Minicosmos"). */
export const withoutLevelExtension = (name: string): string => name.replace(LEVEL_FILE, '');
