// The app's push encryption thread, which dies or hangs on cue, for push-encrypt-thread.test.ts.
import './push-encrypt-cue.mjs';
import '../../server/delivery/push/push-encrypt-thread.mjs';
