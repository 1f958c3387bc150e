import { describe, expect, it } from '@jest/globals';
import { flowReducer, INITIAL_FLOW, type FlowAction, type FlowState } from './flow';

const sending: FlowState = { ...INITIAL_FLOW, loadingInputDispatch: true };
const failed: FlowState = { ...INITIAL_FLOW, postFormFailure: true, showMessageError: true, messageError: 'Sin conexión' };
const succeeded: FlowState = { ...INITIAL_FLOW, postFormSuccess: { value: true, idForm: 'co-form-landing' }, showModalGenericStatus: true };

describe('flowReducer (rules §3–4 form-flow state)', () => {
  it.each<[string, FlowState, FlowAction, Partial<FlowState>]>([
    ['post starts loading', INITIAL_FLOW, { type: 'post' }, { loadingInputDispatch: true, postFormFailure: false }],
    ['post after a failure clears the message', failed, { type: 'post' }, { loadingInputDispatch: true, postFormFailure: false, showMessageError: false, messageError: '' }],
    ['success carries the form id and stops loading', sending, { type: 'success', idForm: 'f1', modal: false }, { loadingInputDispatch: false, postFormSuccess: { value: true, idForm: 'f1' }, showModalGenericStatus: false }],
    ['a landing success opens the generic status modal', sending, { type: 'success', idForm: 'f1', modal: true }, { showModalGenericStatus: true }],
    ['failure carries its message', sending, { type: 'failure', message: 'Revisa tu conexión', modal: false }, { loadingInputDispatch: false, postFormFailure: true, showMessageError: true, messageError: 'Revisa tu conexión' }],
    ['a landing failure opens the generic status modal', sending, { type: 'failure', message: 'x', modal: true }, { showModalGenericStatus: true }],
    ['queued: kept on the device, neither failed nor sent', sending, { type: 'queued', where: 'device' }, { loadingInputDispatch: false, postFormFailure: false, queued: 'device', postFormSuccess: { value: false, idForm: '' } }],
    ['queued only in the page: the browser would not keep it', sending, { type: 'queued', where: 'page' }, { loadingInputDispatch: false, postFormFailure: false, queued: 'page' }],
    ['closing the modal keeps the success', succeeded, { type: 'closeModal' }, { showModalGenericStatus: false, postFormSuccess: { value: true, idForm: 'co-form-landing' } }],
    ['clear resets success with an empty form id', succeeded, { type: 'clear' }, { postFormSuccess: { value: false, idForm: '' }, showModalGenericStatus: false }],
    ['idle: back to editing after named field errors', sending, { type: 'idle' }, { loadingInputDispatch: false, postFormFailure: false }],
  ])('%s', (_name, state, action, expected) => {
    expect(flowReducer(state, action)).toMatchObject(expected);
  });

  it('never mutates the state it is given', () => {
    const before = structuredClone(sending);
    flowReducer(sending, { type: 'success', idForm: 'f', modal: false });
    expect(sending).toEqual(before);
  });
});
