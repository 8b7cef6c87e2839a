import { announceLiveData, isDataMessage, onLiveData, reopenWatcher } from './liveDataSignal';

describe('the live data signal', () => {
  it('tells its listeners until they leave', () => {
    const heard: string[] = [];
    const leave = onLiveData((cause) => heard.push(cause));
    announceLiveData('message');
    leave();
    announceLiveData('reconnected');
    expect(heard).toEqual(['message']);
  });

  it('counts imported data as new data, not a download or a modelling result', () => {
    expect(isDataMessage('manual_data_upload')).toBe(true);
    expect(isDataMessage('manual_data_file_validation')).toBe(true);
    expect(isDataMessage('download_request')).toBe(false);
    expect(isDataMessage('multivariate_regression')).toBe(false);
  });

  it('calls a re-opening only an opening after a first one', () => {
    const onReopened = vi.fn();
    const watch = reopenWatcher(onReopened);
    watch('connecting');
    watch('open');
    expect(onReopened).not.toHaveBeenCalled();
    watch('closed');
    watch('connecting');
    watch('open');
    expect(onReopened).toHaveBeenCalledTimes(1);
  });
});
