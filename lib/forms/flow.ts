/**
 * Form-flow state (rules §3 "Form-flow state", §4 "Form states"): posting (loading), success with
 * the form id, failure with its message, the generic status modal, and the clear action that
 * resets success to false with an empty form id. One pure reducer, used by every lead form.
 */
import type { KeptWhere } from './pending';

export type FlowState = {
  /** A submission is on its way. */
  loadingInputDispatch: boolean;
  postFormSuccess: { value: boolean; idForm: string };
  postFormFailure: boolean;
  showMessageError: boolean;
  messageError: string;
  /** The generic status modal (landing success and failure). */
  showModalGenericStatus: boolean;
  /** Kept after a network failure, sealed on the device or only in the page; sent when the connection returns. */
  queued: false | KeptWhere;
};

export type FlowAction =
  | { type: 'post' }
  | { type: 'success'; idForm: string; modal: boolean }
  | { type: 'failure'; message: string; modal: boolean }
  | { type: 'queued'; where: KeptWhere }
  | { type: 'closeModal' }
  | { type: 'clear' }
  /** Back to editing (e.g. the server named fields to fix): no success, no failure. */
  | { type: 'idle' };

export const INITIAL_FLOW: FlowState = {
  loadingInputDispatch: false,
  postFormSuccess: { value: false, idForm: '' },
  postFormFailure: false,
  showMessageError: false,
  messageError: '',
  showModalGenericStatus: false,
  queued: false,
};

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'post':
      return { ...state, loadingInputDispatch: true, postFormFailure: false, showMessageError: false, messageError: '', queued: false };
    case 'success':
      return {
        ...INITIAL_FLOW,
        postFormSuccess: { value: true, idForm: action.idForm },
        showModalGenericStatus: action.modal,
      };
    case 'failure':
      return {
        ...state,
        loadingInputDispatch: false,
        postFormFailure: true,
        showMessageError: true,
        messageError: action.message,
        showModalGenericStatus: action.modal,
      };
    case 'queued':
      return { ...state, loadingInputDispatch: false, postFormFailure: false, showMessageError: false, messageError: '', queued: action.where };
    case 'closeModal':
      return { ...state, showModalGenericStatus: false };
    case 'clear':
      return { ...state, postFormSuccess: { value: false, idForm: '' }, showModalGenericStatus: false };
    case 'idle':
      return { ...state, loadingInputDispatch: false, postFormFailure: false, showMessageError: false, messageError: '' };
  }
}
