// Loaded after first paint by LazyMotion: the animation engine for the rotating headline.
export { domAnimation as default } from 'framer-motion';
