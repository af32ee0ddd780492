package progress_test

import (
	"fmt"
	"time"

	"github.com/itnprep/itnprep/internal/progress"
)

func ExampleRender() {
	fmt.Println(progress.Render(progress.State{
		Label: "versions verify", Done: 3, Total: 8, Noun: "shards", Elapsed: 1500 * time.Millisecond, Rate: 2,
	}, 0))
	// Output: versions verify [===========>                  ]  37%  3/8 shards  2.0 shards/s  ETA 2.5s
}
