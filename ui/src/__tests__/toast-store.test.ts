import { jest } from '@jest/globals';
import { TOAST_MS, createToastStore } from '../toast-store.js';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('toast timing', () => {
  it('shows a toast for 3 s by default, then nothing, telling the screen both times', () => {
    const store = createToastStore();
    const changes = jest.fn();
    store.subscribe(changes);
    store.show('Cambios guardados correctamente');
    expect(store.current()).toMatchObject({ message: 'Cambios guardados correctamente', kind: 'success' });
    jest.advanceTimersByTime(TOAST_MS - 1);
    expect(store.current()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(store.current()).toBeNull();
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('a new toast replaces the one on screen and gets its whole time: the first one’s timer does not cut it short', () => {
    const store = createToastStore(4000);
    store.show('Subiendo…', 'info');
    const first = store.current()!.id;
    jest.advanceTimersByTime(3000);
    store.show('Error al subir imágenes', 'error');
    expect(store.current()).toMatchObject({ message: 'Error al subir imágenes', kind: 'error' });
    expect(store.current()!.id).not.toBe(first);
    jest.advanceTimersByTime(3999);
    expect(store.current()?.message).toBe('Error al subir imágenes');
    jest.advanceTimersByTime(1);
    expect(store.current()).toBeNull();
  });

  it('the same text shown twice is a new toast (a new id), and a time given to show() wins over the default', () => {
    const store = createToastStore();
    store.show('Propiedad removida');
    const first = store.current()!.id;
    store.show('Propiedad removida', 'success', 500);
    expect(store.current()!.id).toBe(first + 1);
    jest.advanceTimersByTime(500);
    expect(store.current()).toBeNull();
  });

  it('after dispose (the screen is gone) the pending timer no longer fires', () => {
    const store = createToastStore();
    const changes = jest.fn();
    store.subscribe(changes);
    store.show('Operación creada exitosamente');
    store.dispose();
    jest.advanceTimersByTime(TOAST_MS * 2);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('hide takes the toast off at once (the next action began) and its timer no longer fires', () => {
    const store = createToastStore();
    const changes = jest.fn();
    store.subscribe(changes);
    store.show('Pago registrado');
    store.hide();
    expect(store.current()).toBeNull();
    jest.advanceTimersByTime(TOAST_MS * 2);
    expect(changes).toHaveBeenCalledTimes(2);
    store.hide();
    expect(changes).toHaveBeenCalledTimes(2);
  });
});
