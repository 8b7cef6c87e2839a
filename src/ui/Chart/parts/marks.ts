import { MarkAreaComponent, MarkLineComponent } from 'echarts/components';
import { use as registerOnEcharts } from 'echarts/core';

// Mark lines and areas in one chunk: they share echarts' marker code, which two chunks would each
// carry (rolldown inlines small common chunks into their users, vite.config.ts).
registerOnEcharts([MarkLineComponent, MarkAreaComponent]);
