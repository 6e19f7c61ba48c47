// Command scbench generates, prints, solves and grades SCBench instances.
//
//	scbench tasks [--json]
//	scbench instance TASK [--subpass K] [--seed S] [--params k=v,...|--preset P] [--json] [--attachments DIR]
//	scbench solve TASK [instance flags]
//	scbench grade TASK [instance flags] [--answer FILE|-] [--json] [--overlay]
//	scbench grade --batch FILE.jsonl [--json]
//	scbench suite [--json]
//	scbench scene TASK [instance flags]
//	scbench bench [--reps N] [--json]
//	scbench worksheet TASK [--preset P] [--count K] [--seed S] [--base URL] [--out FILE]
//	scbench scad FILE.scad [--json] [--pitch MM]
//	scbench round prompts URL ROUND [-o FILE]
//	scbench round verify URL ROUND | --export FILE
//	scbench submit URL ROUND FILE.jsonl --model NAME --tools on|off [--max-tokens N] [--attempts K] [--json]
//	scbench run --endpoint URL --model NAME --in PROMPTS.jsonl --out ANSWERS.jsonl [--max-tokens N | --budgets N,...] [...]
//	scbench report REPORTS.jsonl... --out DIR
//	scbench version
//	scbench manifold TASK|--all [--json]
//	scbench generate TASK --out DIR [--count N] [--preset P] [--params k=v,...] [--grid k=a..b[:step],k2=x|y] [--seed S]
//	scbench generate --suite [TASK] --out DIR
//	scbench solve --dataset DIR/prompts.jsonl
//
// Exit status: 0 when the command ran (whatever the score), 1 when a round
// did not reproduce or a leaderboard refused a submission, 2 for a usage
// error, an unknown task, or an input that cannot be read, with a message on
// stderr.
//
// Imports: suite, tasks, verifiers, wire (reading datasets, clipping), round
// (the leaderboard client), dataset, runner (the model runner), results and
// figures (the experiment report), worksheet, scene and geom/scad; no task
// package directly.
package main
