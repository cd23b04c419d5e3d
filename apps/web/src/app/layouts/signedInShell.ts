// The signed-in app's package styles travel with its shell, so the public pages never download them.
import '@mantine/dates/styles.layer.css';
import '@mantine/dropzone/styles.layer.css';

export { SignedInLayout } from './SignedInLayout';
